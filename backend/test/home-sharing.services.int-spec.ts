import { homeSharingSuite } from './support/home-sharing-suite';

homeSharingSuite('services');

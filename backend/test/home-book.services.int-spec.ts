import { homeBookSuite } from './support/home-book-suite';

homeBookSuite('services');

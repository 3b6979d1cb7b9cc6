import { identitySuite } from './support/identity-suite';

identitySuite('services');

import { identitySuite } from './support/identity-suite';

identitySuite('embedded');

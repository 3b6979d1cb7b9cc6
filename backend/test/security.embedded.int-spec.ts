import { securitySuite } from './support/security-suite';

securitySuite('embedded');

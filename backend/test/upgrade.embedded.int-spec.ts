import { upgradeSuite } from './support/upgrade-suite';

upgradeSuite('pglite');

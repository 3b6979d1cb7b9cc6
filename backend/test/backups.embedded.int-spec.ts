import { backupsSuite } from './support/backups-suite';

backupsSuite('embedded');

import { backupsSuite } from './support/backups-suite';

backupsSuite('services');

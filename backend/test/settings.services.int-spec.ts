import { settingsSuite } from './support/settings-suite';

settingsSuite('services');

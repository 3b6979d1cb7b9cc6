import { troubleshootingSuite } from './support/troubleshooting-suite';

troubleshootingSuite('embedded');

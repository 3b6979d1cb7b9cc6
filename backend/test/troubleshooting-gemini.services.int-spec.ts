import { troubleshootingGeminiSuite } from './support/troubleshooting-suite';

troubleshootingGeminiSuite('services');

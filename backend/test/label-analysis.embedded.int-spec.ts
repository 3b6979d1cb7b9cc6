import { labelAnalysisSuite } from './support/label-analysis-suite';

labelAnalysisSuite('embedded');

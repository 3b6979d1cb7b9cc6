import { httpReadsSuite } from './support/http-reads-suite';

httpReadsSuite('embedded');

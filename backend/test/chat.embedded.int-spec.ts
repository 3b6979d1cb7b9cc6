import { chatSuite } from './support/chat-suite';

chatSuite('embedded');

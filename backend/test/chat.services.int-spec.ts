import { chatSuite } from './support/chat-suite';

chatSuite('services');

import { homeMembersSuite } from './support/home-members-suite';

homeMembersSuite('services');

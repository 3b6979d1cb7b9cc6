import { homeMembersSuite } from './support/home-members-suite';

homeMembersSuite('embedded');

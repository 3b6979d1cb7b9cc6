import { HomeRole } from '../../core/access/home-access-policy';
import { Home } from './entities/home.entity';

/**
 * A home as its routes answer it: its fields, then what the user is to it (`owner`, or `editor` /
 * `viewer` for a home shared with them; issue 15).
 */
export type HomeView = Home & { access: HomeRole };

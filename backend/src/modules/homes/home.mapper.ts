import type { HomeRole } from '../../core/access/home-role.view';
import type { Home } from './entities/home.entity';
import type { HomeView } from './home.view';

/** A home row as its routes answer it, with what the user is to it. */
export function toHomeView(home: Home, access: HomeRole): HomeView {
  return {
    id: home.id,
    userId: home.userId,
    name: home.name,
    address: home.address,
    city: home.city,
    state: home.state,
    zipCode: home.zipCode,
    type: home.type,
    photoUrl: home.photoUrl,
    details: home.details,
    createdAt: new Date(home.createdAt).toISOString(),
    access,
  };
}

// Withdraw (spec §7): the withdrawal password today; the withdrawal itself joins this group.
import { endpointGroup } from '../endpoint.ts';
import { withdrawPasswordEndpoints } from './secondary-passwords.ts';

export const withdrawEndpoints = endpointGroup('withdraw', {
  ...withdrawPasswordEndpoints,
});

// The frame of the shop-with-friends screens: a signed-in screen a little wider than the friend
// screens, whose Login comes back to this path without its query.
import type { ComponentType } from 'react';
import { signedInScreen } from '../../../components/auth-gate';

export const socialScreen = (title: string | (() => string), Body: ComponentType) =>
  signedInScreen(title, Body, { width: 'max-w-3xl', keepQuery: false });

import type { ComponentType } from 'react';

export type RouteArea = 'public' | 'auth' | 'me' | 'admin';

export type AppRoute = {
  path: string;
  component: ComponentType;
  area: RouteArea;
};

import { Route, Switch } from 'wouter';
import { FallbackPage, routes, type AppRoute } from './routes';

const table: readonly AppRoute[] = routes;

export function AppRoutes() {
  return (
    <Switch>
      {table.map((r) => (
        <Route key={r.path} path={r.path} component={r.component} />
      ))}
      <Route component={FallbackPage} />
    </Switch>
  );
}

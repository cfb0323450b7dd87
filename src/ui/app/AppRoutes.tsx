import { Route, Switch } from 'wouter';
import { FallbackPage, routes } from './routes';

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} component={r.component} />
      ))}
      <Route component={FallbackPage} />
    </Switch>
  );
}

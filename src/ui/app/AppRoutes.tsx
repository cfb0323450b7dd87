import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FallbackPage, routes, type AppRoute } from './routes';

const table: readonly AppRoute[] = routes;

/** Shown in the page's place while its code loads (pages load on demand: lazy-page.ts). */
function PageLoading() {
  return (
    <Box py="8" role="status" aria-label="Loading page">
      <Stack gap="4">
        <Skeleton height="8" width="40%" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
      </Stack>
    </Box>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {table.map((r) => (
          <Route key={r.path} path={r.path} component={r.component} />
        ))}
        <Route component={FallbackPage} />
      </Switch>
    </Suspense>
  );
}

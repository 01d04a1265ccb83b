// What a shopper sees when a screen cannot be shown: its chunk did not load (offline, or a
// deploy took it away) or it failed while drawing. The store's own words with Retry and Go Home,
// never the router's developer screen; inside the store's layout, the tab bar stays.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRouteError } from 'react-router';
import { ChunkLoadError, isOffline, reloadOnceForNewChunks } from '../../lib/chunk-load';
import { Button, ButtonLink } from '../../components/ui/button';
import { StateMessage } from '../../components/ui/states';
import { t } from '../../lib/i18n/messages';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has no network, followed as that changes. */
const useOffline = () => useSyncExternalStore(subscribe, isOffline, () => false);

export function RouteError() {
  const offline = useOffline();
  const error = useRouteError();
  // A screen's chunk missing while online: most likely a new deploy, fetched by one reload.
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (error instanceof ChunkLoadError && reloadOnceForNewChunks()) setReloading(true);
  }, [error]);
  if (reloading) return null;
  return (
    <main className="min-h-[60dvh]">
      <StateMessage
        tone="error"
        title={t(offline ? 'error.offline' : 'error.failed')}
        body={t(offline ? 'error.offlineHelp' : 'error.failedHelp')}
        action={
          <>
            {/* A screen whose chunk failed stays failed in the router: a fresh load fetches it anew. */}
            <Button onClick={() => location.reload()} disabled={offline}>
              {t('error.retry')}
            </Button>
            <ButtonLink to="/home" variant="secondary">
              {t('error.goHome')}
            </ButtonLink>
          </>
        }
      />
    </main>
  );
}

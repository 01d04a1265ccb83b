// Share on the product page: the phone's own share sheet (Web Share API) with the title, price
// and link; where that is missing, our sheet with Copy link, WhatsApp and Send to friends.
// "Send to friends" also has its own button, since the phone's sheet cannot offer it.
import { Link2, Send, Share2, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { QuietBoundary } from '../../../components/ui/quiet-boundary';
import { Spinner } from '../../../components/ui/spinner';
import { isOffline, loadChunk } from '../../../lib/chunk-load';
import { t } from '../../../lib/i18n/messages';
import type { LoginRedirectState } from '../../../lib/login-redirect';
import { notify } from '../../../lib/notify';
import { getToken } from '../../../lib/storage';
import { socialText } from '../../../lib/i18n/social-text';
import { productWords as w } from '../../../lib/i18n/screens/product';
import { opinionsWords } from '../words/opinions';

// The friend picker and its form check (the zod schema the server shares) load when its sheet
// opens: zod is a large module to evaluate, and the product page's first load needs none of it.
const SendToFriends = lazy(() =>
  loadChunk(() => import('./send-to-friends')).then((m) => ({ default: m.SendToFriends })),
);

interface ShareProduct {
  id: string;
  title: string;
  price: number;
}

const productLink = (id: string) => `${window.location.origin}/products/${encodeURIComponent(id)}`;
const shareText = (p: ShareProduct) => `${p.title} — ${formatRupees(p.price)}`;

type Sheet = null | 'options' | 'friends';

export function ShareButtons({ product }: { product: ShareProduct }) {
  const [sheet, setSheet] = useState<Sheet>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const onShare = async () => {
    const url = productLink(product.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.title, text: shareText(product), url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return; // the shopper closed the phone's sheet
      }
    }
    setSheet('options');
  };

  const onSendToFriends = () => {
    if (!getToken()) {
      const state: LoginRedirectState = { from: location.pathname };
      navigate('/login', { state });
      return;
    }
    setSheet('friends');
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(productLink(product.id));
      notify(socialText().linkCopied, 'success');
    } catch {
      notify(productLink(product.id), 'info');
    }
  };

  // Only built once the sheet is open: the server draws this page and has no window.
  const whatsapp = sheet
    ? `https://wa.me/?text=${encodeURIComponent(`${shareText(product)} ${productLink(product.id)}`)}`
    : '';

  // Send to friends stands beside Share and again in the share options.
  const sendToFriends = (
    <Button variant="secondary" onClick={onSendToFriends}>
      <Send aria-hidden="true" size={18} />
      {socialText().sendToFriends}
    </Button>
  );

  return (
    <>
      <Button variant="secondary" onClick={() => void onShare()}>
        <Share2 aria-hidden="true" size={18} />
        {socialText().share}
      </Button>
      {sendToFriends}
      {sheet ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 sm:items-center">
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="share-sheet-title"
            className="w-full max-w-md space-y-4 rounded-t-xl bg-surface p-5 sm:rounded-xl"
          >
            <div className="flex items-center justify-between">
              <h2 id="share-sheet-title" className="text-lg font-semibold">
                {sheet === 'friends' ? socialText().sendToFriends : socialText().shareTitle}
              </h2>
              <button
                type="button"
                onClick={() => setSheet(null)}
                aria-label={w('close')}
                className="grid size-11 place-items-center rounded-full hover:bg-canvas"
              >
                <X aria-hidden="true" size={20} />
              </button>
            </div>
            {sheet === 'options' ? (
              <div className="grid gap-2">
                <Button variant="secondary" onClick={() => void onCopy()}>
                  <Link2 aria-hidden="true" size={18} />
                  {socialText().copyLink}
                </Button>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                  {socialText().whatsapp}
                </a>
                {sendToFriends}
              </div>
            ) : (
              <QuietBoundary
                fallback={<p className="text-sm text-muted">{isOffline() ? t('error.offline') : t('error.failed')}</p>}
              >
                <Suspense fallback={<Spinner label={opinionsWords('loadingFriends')} />}>
                  <SendToFriends productId={product.id} onSent={() => setSheet(null)} />
                </Suspense>
              </QuietBoundary>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}

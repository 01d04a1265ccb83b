// Registers /sw.js, and on a phone offers "Install" at a sensible moment: once the shopper has
// looked at a few pages of this visit (never on the first screen), if the browser offers
// installing and the shopper did not say "Not now" before.
const DISMISSED_KEY = 'saath:install-dismissed';
const PAGES_BEFORE_OFFER = 3;

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export function startPwa(): void {
  void navigator.serviceWorker.register('/sw.js').catch(() => {});
  const phone = window.matchMedia('(max-width: 768px) and (pointer: coarse)').matches;
  if (!phone || localStorage.getItem(DISMISSED_KEY)) return;
  let offer: InstallPromptEvent | undefined;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
  });
  const seen = new Set([location.pathname]);
  const timer = setInterval(() => {
    seen.add(location.pathname);
    if (!offer || seen.size < PAGES_BEFORE_OFFER) return;
    clearInterval(timer);
    showOffer(offer);
  }, 2000);
}

function showOffer(offer: InstallPromptEvent): void {
  const bar = document.createElement('div');
  bar.setAttribute('role', 'dialog');
  bar.setAttribute('aria-label', 'Install Saath');
  bar.className =
    'fixed inset-x-3 bottom-20 z-50 flex items-center gap-3 rounded-lg border border-line bg-surface p-3 shadow-lg';
  bar.innerHTML = `<img src="/icons/icon-192.png" alt="" width="40" height="40" class="rounded-md" />
    <p class="flex-1 text-sm text-ink">Install Saath on your phone: it opens from your home screen and works on a weak connection.</p>`;
  const button = (label: string, primary: boolean, onClick: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.className = primary
      ? 'rounded-md bg-accent px-3 py-2 text-sm font-semibold text-white'
      : 'rounded-md px-3 py-2 text-sm text-muted';
    b.addEventListener('click', onClick);
    bar.append(b);
  };
  const close = () => bar.remove();
  button('Not now', false, () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    close();
  });
  button('Install', true, () => {
    close();
    void offer.prompt();
  });
  document.body.append(bar);
}

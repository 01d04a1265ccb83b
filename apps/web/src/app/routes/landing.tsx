// /: the landing page — a looping, muted background film, the wordmark, a way into the store,
// and after 7 s the 'Join the Waiting List Now' button (the external form, in a new tab).
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LANDING_BUTTON_DELAY_MS } from '@store/shared/constants';
import { DocumentTitle } from '../../components/ui/document-title';
import { msg } from '../../lib/i18n/msg';
import { landingWords as w } from './words/landing';

/** The server writes WAITLIST_URL into index.html as <meta name="waitlist-url">. */
export function waitlistUrl(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="waitlist-url"]')?.content;
  return content && /^https?:\/\//.test(content) ? content : undefined;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function LandingRoute() {
  // The waiting-list address, once the 7 s have passed (read in the browser: the page may be
  // server-rendered, ADR 0702).
  const [url, setUrl] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setUrl(waitlistUrl() ?? null), LANDING_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The server cannot know the shopper's motion setting: the film autoplays unless they asked
  // for less motion, in which case it stops (the poster stays).
  useEffect(() => {
    const el = video.current;
    if (!el || !prefersReducedMotion()) return;
    el.autoplay = false;
    el.pause();
  }, []);

  return (
    <main className="relative isolate flex min-h-dvh animate-fade-in flex-col overflow-hidden bg-ink text-white">
      <DocumentTitle />
      <video
        ref={video}
        className="absolute inset-0 -z-10 size-full object-cover"
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster="/media/landing-poster.webp"
        width={1080}
        height={1920}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src="/media/landing.webm" type="video/webm" />
        <source src="/media/landing.mp4" type="video/mp4" />
      </video>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-ink/35 via-ink/25 via-45% to-ink/90"
      />

      <header className="flex items-center px-5 pt-[max(1.25rem,env(safe-area-inset-top))] sm:px-10">
        <span className="rounded-full border border-white/40 px-3 py-1 text-[0.7rem] font-medium uppercase tracking-[0.25em]">
          {w('openBeta')}
        </span>
      </header>

      <div className="mt-auto flex flex-col items-center gap-6 px-6 pb-[max(3rem,env(safe-area-inset-bottom))] text-center sm:pb-20">
        <h1 lang="en" className="text-5xl font-semibold uppercase tracking-[0.45em] sm:text-7xl">
          <span className="-mr-[0.45em]">Saath</span>
        </h1>
        <p className="max-w-sm text-base text-white/90 sm:max-w-md sm:text-lg">{w('pitch')}</p>
        <div className="flex w-full max-w-xs flex-col gap-3">
          <Link
            to="/home"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-white px-6 text-base font-semibold tracking-wide text-ink transition-colors hover:bg-canvas"
          >
            {w('enter')} <ArrowRight aria-hidden="true" size={18} />
          </Link>
          {/* The space is kept so the page does not move when the button appears. */}
          <div className="min-h-12">
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 w-full animate-fade-in items-center justify-center rounded-md bg-accent px-6 text-base font-semibold tracking-wide text-white transition-colors hover:bg-accent-strong"
              >
                {msg().joinWaitlist}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </main>
  );
}

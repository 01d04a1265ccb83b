// The hero carousel: one slide at a time, wraps both ways (buttons, dots, arrow keys, swipe of
// 50 px or more), and a click on a slide opens its listing.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { CAROUSEL_SWIPE_THRESHOLD_PX } from '@store/shared/constants';
import type { HeroSlide } from '@store/shared/catalogue';
import { BrokenImage, imageSrc, imageSrcSet, imageUrl, useImageFailed } from '../../../components/ui/product-image';
import { SlideDots } from '../../../components/ui/slide-dots';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { nameOf, t } from '../../../lib/i18n/messages';

export const HERO_SIZES = '(min-width: 1152px) 1152px, 100vw';

/** Index after a step of `by`, wrapping both ways. */
export const wrapIndex = (index: number, by: number, count: number) => (((index + by) % count) + count) % count;

export function HeroCarousel({ slides, label }: { slides: readonly HeroSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const count = slides.length;
  // The server's page shows the first slide's picture only: the hidden ones would share a phone's
  // bandwidth with the page's largest paint. They are added once the page is live (ADR 0702).
  const hydrated = useHydrated();
  const go = (by: number) => setIndex((i) => wrapIndex(i, by, count));

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= CAROUSEL_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) {
      swiped.current = true;
      go(dx < 0 ? 1 : -1); // left swipe: next; right swipe: previous
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative mx-auto max-w-6xl overflow-hidden sm:rounded-lg"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <div
        className="relative aspect-[4/3] touch-pan-y select-none bg-line/40 sm:aspect-[2/1] lg:aspect-[12/5]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="hero-track"
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <a
              key={slide.type}
              href={`/explore/${encodeURIComponent(slide.type)}`}
              aria-roledescription="slide"
              // The name begins with the words the slide shows (WCAG 2.5.3, Label in Name).
              aria-label={`${t('home.shopTheEdit')} ${t('home.slide', { name: nameOf(slide.name), n: i + 1, count })}`}
              aria-hidden={!active}
              tabIndex={active ? 0 : -1}
              draggable={false}
              onClick={(e) => {
                e.preventDefault();
                if (swiped.current) return;
                void navigate(`/explore/${encodeURIComponent(slide.type)}`);
              }}
              // The carousel clips what overflows it: the focus ring is drawn inside the slide, a white
              // band at its edge and the accent within, so it is whole and shows on any picture.
              className={`absolute inset-0 block transition-opacity duration-500 focus-visible:shadow-[inset_0_0_0_4px_var(--color-surface)] focus-visible:[outline-offset:-6px] ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {/* The slide's link names it; its picture adds no words (an alt would repeat them). */}
              {i === index || hydrated ? <HeroImage src={imageUrl(slide.image)} first={i === 0} /> : null}
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/70 via-ink/25 to-transparent px-5 pb-10 pt-16 text-white sm:px-10 sm:pb-12">
                <span className="block text-xs font-medium uppercase tracking-[0.3em] text-white/80">
                  {t('home.shopTheEdit')}
                </span>{' '}
                <span className="mt-1 block text-2xl font-semibold uppercase tracking-[0.15em] sm:text-4xl">
                  {nameOf(slide.name)}
                </span>
              </span>
            </a>
          );
        })}
      </div>
      <button
        type="button"
        onClick={() => go(-1)}
        aria-label={t('home.previousSlide')}
        className="absolute left-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/80 text-ink shadow-sm backdrop-blur hover:bg-surface"
      >
        <ChevronLeft aria-hidden="true" size={22} />
      </button>
      <button
        type="button"
        onClick={() => go(1)}
        aria-label={t('home.nextSlide')}
        className="absolute right-2 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/80 text-ink shadow-sm backdrop-blur hover:bg-surface"
      >
        <ChevronRight aria-hidden="true" size={22} />
      </button>
      <SlideDots
        labels={slides.map((slide, i) => t('home.goToSlide', { n: i + 1, name: nameOf(slide.name) }))}
        selected={index}
        onSelect={setIndex}
        mark="current"
        tone="light"
        className="absolute inset-x-0 bottom-2 flex justify-center gap-0.5 sm:bottom-3"
      />
    </section>
  );
}

/** A hero slide's picture; one that fails to load is a calm block under the slide's name. */
export function HeroImage({ src, first }: { src: string; first: boolean }) {
  const { failed, watch } = useImageFailed();
  if (failed) return <BrokenImage alt="" className="size-full" />;
  return (
    <img
      {...watch}
      src={imageSrc(src, 960)}
      srcSet={imageSrcSet(src)}
      sizes={HERO_SIZES}
      alt=""
      width={1200}
      height={800}
      draggable={false}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      className="size-full object-cover"
    />
  );
}

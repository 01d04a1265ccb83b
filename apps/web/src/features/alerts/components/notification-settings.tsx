// The Notifications screen's form: what to be told (price drops, restocks, friends' wished
// items), e-mail off / daily / instant, and push. Each change is saved at once. "Allow
// notifications" (the browser's permission prompt) is offered only after push is turned on.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { EMAIL_CHOICES, type AlertPreferences, type EmailChoice } from '@store/shared/alerts';
import { Button } from '../../../components/ui/button';
import { Skeleton, StateMessage } from '../../../components/ui/states';
import { notify } from '../../../lib/notify';
import { useAlertPreferences } from '../api/get-preferences';
import {
  hasSubscription,
  pushSupported,
  unsubscribeThisBrowser,
  useSubscribeThisBrowser,
} from '../api/push-subscription';
import { useUpdateAlertPreferences } from '../api/update-preferences';
import { notificationsText } from '../lib/text';

const EMAIL_LABELS: Record<EmailChoice, 'emailOff' | 'emailDaily' | 'emailInstant'> = {
  off: 'emailOff',
  daily: 'emailDaily',
  instant: 'emailInstant',
};

function Toggle(props: {
  label: string;
  help?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <label htmlFor={id} className="flex-1">
        <span className="block text-ink">{props.label}</span>
        {props.help ? <span className="block text-sm text-muted">{props.help}</span> : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="mt-1 h-6 w-6 shrink-0 accent-accent"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-line bg-surface px-4 py-2">
      <h2 className="pt-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

export function NotificationSettings() {
  const T = notificationsText();
  const preferences = useAlertPreferences();
  const update = useUpdateAlertPreferences();
  const subscribe = useSubscribeThisBrowser();
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  // What the shopper changed on this screen, shown in the same render as the tap: the query's own
  // optimistic copy reaches the screen a tick later, after React has put a controlled switch back.
  const [changed, setChanged] = useState<Partial<AlertPreferences>>({});
  useEffect(() => {
    void hasSubscription().then(setSubscribed);
  }, []);

  if (preferences.isPending) return <Skeleton className="h-80 w-full" />;
  if (preferences.isError) return <StateMessage tone="error" title={T.failed} />;
  const p = { ...preferences.data, ...changed };
  const save = (change: Partial<AlertPreferences>) => {
    setChanged((before) => ({ ...before, ...change }));
    update.mutate(change, {
      onError: (err) => {
        setChanged({});
        notify(err.message, 'error');
      },
    });
  };
  const turnPush = async (on: boolean) => {
    save({ push: on });
    if (!on) {
      await unsubscribeThisBrowser();
      setSubscribed(false);
    }
  };
  const allow = () =>
    subscribe.mutate(undefined, {
      onSuccess: (result) => {
        setSubscribed(result === 'subscribed');
        notify(result === 'subscribed' ? T.allowed : T.denied, result === 'subscribed' ? 'success' : 'error');
      },
      onError: (err) => notify(err.message, 'error'),
    });

  return (
    <div className="space-y-4">
      <Section title={T.tellMe}>
        <div className="divide-y divide-line">
          <Toggle
            label={T.priceDrop}
            help={T.priceDropHelp}
            checked={p.priceDrop}
            onChange={(on) => save({ priceDrop: on })}
          />
          <Toggle label={T.backInStock} checked={p.backInStock} onChange={(on) => save({ backInStock: on })} />
          <Toggle label={T.friends} help={T.friendsHelp} checked={p.friends} onChange={(on) => save({ friends: on })} />
        </div>
      </Section>
      <Section title={T.email}>
        <fieldset className="py-3">
          <legend className="sr-only">{T.email}</legend>
          <div className="grid grid-cols-3 gap-2">
            {EMAIL_CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-line px-2 text-center text-sm has-checked:border-accent has-checked:bg-accent-soft has-checked:font-semibold"
              >
                <input
                  type="radio"
                  name="email"
                  value={choice}
                  className="accent-accent"
                  checked={p.email === choice}
                  onChange={() => save({ email: choice })}
                />
                {T[EMAIL_LABELS[choice]]}
              </label>
            ))}
          </div>
        </fieldset>
      </Section>
      <Section title={T.push}>
        {pushSupported() ? (
          <>
            <Toggle label={T.push} help={T.pushHelp} checked={p.push} onChange={(on) => void turnPush(on)} />
            {p.push && subscribed === false ? (
              <div className="border-t border-line py-3">
                <p className="mb-2 text-sm text-muted">{T.allowHelp}</p>
                <Button onClick={allow} disabled={subscribe.isPending}>
                  {T.allow}
                </Button>
              </div>
            ) : null}
            {p.push && subscribed ? <p className="border-t border-line py-3 text-sm text-muted">{T.allowed}</p> : null}
          </>
        ) : (
          <p className="py-3 text-sm text-muted">{T.unsupported}</p>
        )}
      </Section>
    </div>
  );
}

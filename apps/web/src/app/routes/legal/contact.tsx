// /contact: how to reach us (docs/product.md leaves the content open), in the page's language.
import { Mail, ShieldCheck } from 'lucide-react';
import { CONTACT, Clause, LegalPage } from '../../../features/legal/components/legal-page';
import { legalWords as w } from '../../../features/legal/words/legal';

export function ContactRoute() {
  const rows = [
    { Icon: Mail, label: w('helpLabel'), email: CONTACT.help },
    { Icon: ShieldCheck, label: w('privacyLabel'), email: CONTACT.privacy },
  ];
  return (
    <LegalPage title={w('contactTitle')} intro={<p>{w('contactIntro')}</p>}>
      <ul className="space-y-3">
        {rows.map(({ Icon, label, email }) => (
          <li key={email}>
            <a
              href={`mailto:${email}`}
              className="flex min-h-16 items-center gap-4 rounded-lg border border-line bg-surface p-4 hover:border-ink"
            >
              <Icon aria-hidden="true" size={22} strokeWidth={1.75} className="shrink-0 text-accent" />
              <span>
                <span className="block text-sm text-muted">{label}</span>
                <span className="block font-medium text-ink">{email}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Clause title={w('orders')}>
        <p>{w('ordersBody')}</p>
      </Clause>
    </LegalPage>
  );
}

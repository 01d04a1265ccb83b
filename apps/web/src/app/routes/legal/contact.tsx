// /contact: how to reach us (the spec leaves the content open).
import { Mail, ShieldCheck } from 'lucide-react';
import { CONTACT, Clause, LegalPage } from '../../../features/legal/components/legal-page';

export function ContactRoute() {
  const rows = [
    { Icon: Mail, label: 'Orders, account and feedback', email: CONTACT.help },
    { Icon: ShieldCheck, label: 'Privacy and data deletion', email: CONTACT.privacy },
  ];
  return (
    <LegalPage title="Contact" intro={<p>We read every message and usually answer within two working days.</p>}>
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
      <Clause title="Orders">
        <p>
          Purchases are completed on each brand&rsquo;s own website, so questions about delivery, payment or returns of
          an order are best sent to that brand.
        </p>
      </Clause>
    </LegalPage>
  );
}

// /privacy: the open beta privacy policy (docs/product.md, Screens), in the page's language.
import { CONTACT, Clause, LegalPage } from '../../../features/legal/components/legal-page';
import { legalWords as w } from '../../../features/legal/words/legal';

export function PrivacyRoute() {
  // The address sits where the language puts it in the sentence.
  const [beforeEmail, afterEmail] = w('choicesBody', { email: '\u0000' }).split('\u0000');
  return (
    <LegalPage title={w('privacyTitle')} intro={<p className="font-medium text-ink">{w('privacyIntro')}</p>}>
      <Clause title={w('collect')}>
        <p>{w('collectBody')}</p>
      </Clause>
      <Clause title={w('use')}>
        <p>{w('useBody')}</p>
      </Clause>
      <Clause title={w('noSale')}>
        <p>{w('noSaleBody')}</p>
      </Clause>
      <Clause title={w('analytics')}>
        <p>{w('analyticsBody')}</p>
      </Clause>
      <Clause title={w('security')}>
        <p>{w('securityBody')}</p>
      </Clause>
      <Clause title={w('choices')}>
        <p>
          {beforeEmail}
          <a href={`mailto:${CONTACT.privacy}`} className="font-medium text-accent underline underline-offset-2">
            {CONTACT.privacy}
          </a>
          {afterEmail}
        </p>
      </Clause>
    </LegalPage>
  );
}

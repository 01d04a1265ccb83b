// /terms: the open beta terms (docs/product.md, Screens), version Beta 1.0, in the page's language.
import { Clause, LegalPage } from '../../../features/legal/components/legal-page';
import { legalWords as w } from '../../../features/legal/words/legal';

export function TermsRoute() {
  return (
    <LegalPage
      title={w('termsTitle')}
      intro={
        <>
          <p className="font-medium text-ink">{w('termsVersion')}</p>
          <p>{w('termsEffective')}</p>
        </>
      }
    >
      <Clause title={w('betaStatus')}>
        <p>{w('betaStatusBody')}</p>
      </Clause>
      <Clause title={w('discretion')}>
        <p>{w('discretionBody')}</p>
      </Clause>
      <Clause title={w('usage')}>
        <p>{w('usageBody')}</p>
      </Clause>
      <Clause title={w('changes')}>
        <p>{w('changesBody')}</p>
      </Clause>
      <Clause title={w('liability')}>
        <p>{w('liabilityBody')}</p>
      </Clause>
    </LegalPage>
  );
}

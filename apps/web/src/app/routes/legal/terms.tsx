// /terms: the open beta terms (spec section 2), version Beta 1.0.
import { Clause, LegalPage } from '../../../features/legal/components/legal-page';

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={
        <>
          <p className="font-medium text-ink">Open Beta Terms · Version Beta 1.0</p>
          <p>Effective date: [to be announced]</p>
        </>
      }
    >
      <Clause title="Beta status">
        <p>
          Saath is in open beta. It is still being built and tested, and it may contain errors or behave in ways we did
          not intend.
        </p>
      </Clause>
      <Clause title="Use at your own discretion">
        <p>
          You use the service at your own discretion. We do not guarantee that it will be available at any time or
          without interruption.
        </p>
      </Clause>
      <Clause title="Usage data and feedback">
        <p>
          We collect usage data and the feedback you give us to understand how the beta is used and to make it better.
        </p>
      </Clause>
      <Clause title="Changes and resets">
        <p>
          Features may change, appear or disappear without notice, and data — including accounts, carts and friend lists
          — may be reset during the beta.
        </p>
      </Clause>
      <Clause title="No liability">
        <p>
          The beta is provided as it is. We accept no liability for any loss or damage arising from its use, including
          purchases you make through the external links of products.
        </p>
      </Clause>
    </LegalPage>
  );
}

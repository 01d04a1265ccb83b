// /about: who we are (docs/product.md leaves the content open), in the page's language.
import { ButtonLink } from '../../../components/ui/button';
import { Clause, LegalPage } from '../../../features/legal/components/legal-page';
import { legalWords as w } from '../../../features/legal/words/legal';

export function AboutRoute() {
  return (
    <LegalPage title={w('aboutTitle')} intro={<p>{w('aboutIntro')}</p>}>
      <Clause title={w('whatWeDo')}>
        <p>{w('whatWeDoBody')}</p>
      </Clause>
      <Clause title={w('withFriends')}>
        <p>{w('withFriendsBody')}</p>
      </Clause>
      <Clause title={w('openBeta')}>
        <p>{w('openBetaBody')}</p>
      </Clause>
      <div className="pt-2">
        <ButtonLink to="/home">{w('startShopping')}</ButtonLink>
      </div>
    </LegalPage>
  );
}

// /about: who we are (the spec leaves the content open).
import { ButtonLink } from '../../../components/ui/button';
import { Clause, LegalPage } from '../../../features/legal/components/legal-page';

export function AboutRoute() {
  return (
    <LegalPage
      title="About Saath"
      intro={<p>Saath means “together”. We think shopping for clothes is better with friends.</p>}
    >
      <Clause title="What we do">
        <p>
          Saath brings women&rsquo;s and men&rsquo;s fashion from brands you know — Zara, H&amp;M, Uniqlo, Levi&rsquo;s,
          Yezwe and MissPrint — into one place, by occasion, by category and by brand, with prices in rupees.
        </p>
      </Clause>
      <Clause title="Shopping with friends">
        <p>
          Add friends, see what is in their carts and copy a piece you like into your own. When you are ready, Buy Now
          takes you to the brand&rsquo;s own shop.
        </p>
      </Clause>
      <Clause title="Open beta">
        <p>We are in open beta: things will change, and your feedback shapes what comes next.</p>
      </Clause>
      <div className="pt-2">
        <ButtonLink to="/home">Start shopping</ButtonLink>
      </div>
    </LegalPage>
  );
}

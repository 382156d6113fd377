import type { MarketingPath } from './page-link';
import { PageLink } from './page-link';

export interface FeatureCard {
  to: MarketingPath;
  name: string;
  body: string;
}

interface FeatureCardsProps {
  cards: readonly FeatureCard[];
  /** The level of the card titles, under the section's own heading. */
  headingLevel?: 3 | 4;
}

/** Cards that each name a page, say what it offers in a sentence, and link there (the title is the link). */
export function FeatureCards({ cards, headingLevel = 3 }: FeatureCardsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="mk-cards">
      {cards.map((card) => (
        <li key={card.to} className="mk-card">
          <Heading className="mk-card-title">
            <PageLink to={card.to} className="mk-card-link">
              {card.name}
            </PageLink>
          </Heading>
          <p>{card.body}</p>
        </li>
      ))}
    </ul>
  );
}

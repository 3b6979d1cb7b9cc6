import { PlainIcon } from '../plain-ui/PlainIcon';

interface BrandMarkProps {
  /** Show the short title 'YHB' instead of 'Home Book' on small screens. */
  compactOnSmallScreens?: boolean;
}

/** The product logo (a house in a blue tile) and title; plain CSS (plain-ui.css), as it is on the first page. */
export function BrandMark({ compactOnSmallScreens = false }: BrandMarkProps) {
  return (
    <span className={compactOnSmallScreens ? 'yhb-brand yhb-brand--compact' : 'yhb-brand'}>
      <span className="yhb-brand__tile" aria-hidden="true">
        <PlainIcon name="home" size="small" />
      </span>
      <span className="yhb-h6 yhb-brand__title">Home Book</span>
      {compactOnSmallScreens && <span className="yhb-h6 yhb-brand__short-title">YHB</span>}
    </span>
  );
}

import { getRouteApi, Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { EXPERIENCE_TAGS, tagLabel } from '@/domain/categories';
import { ProductListScreen } from '../screens/product-list-screen';
import { useSearchChange } from './use-search-change';

const route = getRouteApi('/experience/{-$tag}');

const levelLink = css({
  px: '4',
  py: '2',
  borderRadius: 'pill',
  border: '1px solid {colors.line}',
  textDecoration: 'none',
  fontWeight: 'medium',
  '&[aria-current=page]': { bg: 'brand', color: 'brand.contrast', borderColor: 'brand' },
});

/** /experience/{tag?}: products by experience level, split into category sections. */
export function ExperiencePage() {
  const search = route.useSearch();
  const { tag } = route.useParams();
  const levels = (
    <nav aria-label="Experience levels">
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
        {EXPERIENCE_TAGS.map((level) => (
          <li key={level}>
            <Link to="/experience/{-$tag}" params={{ tag: level }} className={levelLink} aria-current={level === tag ? 'page' : undefined}>
              {tagLabel(level)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <ProductListScreen
      listKind="experience"
      layout="sections"
      base={{ tags: tag }}
      title={tag ? `${tagLabel(tag)} Experience` : 'Shop by Experience'}
      intro={levels}
      search={search}
      onSearchChange={useSearchChange()}
    />
  );
}

import type { Section } from './page-content';
import { useContentT } from '../../lib/remote';
import styles from './pages.module.css';

/** From this many sections a long page opens with links to each (in-page anchors, below the sticky header). */
const contentsFrom = 3;

const sectionId = (index: number) => `section-${index + 1}`;

export function ArticleBody({ sections }: { sections: Section[] }) {
  const t = useContentT();
  return (
    <>
      {sections.length >= contentsFrom && (
        <nav className={styles.contents} aria-labelledby="article-contents">
          <h2 id="article-contents">{t('contents')}</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section, index) => (
        <section key={section.heading} id={sectionId(index)} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

import type { FaqContent } from './page-content';
import styles from './pages.module.css';

/** Questions grouped by topic; each answer opens in place without script. */
export function FaqPage({ content }: { content: FaqContent }) {
  return (
    <article className={styles.article}>
      <h1>{content.title}</h1>
      <p className={styles.intro}>{content.intro}</p>
      {content.groups.map((group) => (
        <section key={group.heading} className={styles.section}>
          <h2>{group.heading}</h2>
          {group.items.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}

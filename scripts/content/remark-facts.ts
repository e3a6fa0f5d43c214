/**
 * Replaces <Fact id="..."/> and <FactSource ids="..."/> in MDX with the text they stand for, and
 * <Example> and <Historical> (markers for the content check) with what they hold, at build time:
 * the page's HTML and code carry the finished words, and no facts table ships to the browser. The
 * build has already checked that every id exists.
 */
import type { ListItem, Nodes, PhrasingContent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { Fact } from '../../src/content/schema.ts';
import type { FactSourcesMessages } from '../../src/generated/messages/fact-sources.ts';
import { evidenceWord } from '../../src/lib/evidence.ts';
import { formatFact } from '../../src/lib/facts.ts';
import type { Language } from '../../src/lib/languages.ts';
import { namespaceIn } from './catalogue-words.ts';
import type { ContentBuild } from './model.ts';

const checked = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const attr = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

function stringAttribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string {
  const a = node.attributes.find(
    (x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name,
  );
  return typeof a?.value === 'string' ? a.value : '';
}

function factOf(facts: Record<string, Fact>, id: string): Fact {
  const fact = facts[id];
  if (!fact) throw new Error(`Unknown fact "${id}": add it to content/facts.yaml`);
  return fact;
}

/** The words around the facts in `language`, from the catalogue (content/messages/). */
export function factWordsIn(
  build: Pick<ContentBuild, 'messageValues'>,
  language: Language,
): FactSourcesMessages {
  return namespaceIn(build, language, 'fact-sources');
}

/** "checked 26 November 2026", or that no one has read the value in its source yet. */
function checkedText(fact: Fact, language: Language, t: FactSourcesMessages): string {
  if (!fact.checkedOn) return t.unread;
  const date = checked.format(new Date(fact.checkedOn));
  return t.checked({ date: formatFact({ value: date, unit: 'date' }, language) });
}

/** The fact as it reads; its first mention on a page also says what is not confirmed. */
function factText(
  fact: Fact,
  first: boolean,
  language: Language,
  t: FactSourcesMessages,
): MdxJsxTextElement {
  const text = formatFact(fact, language);
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      attr(
        'title',
        t.title({
          label: fact.label,
          source: fact.source.title,
          checked: checkedText(fact, language, t),
        }),
      ),
    ],
    children: [
      {
        type: 'text',
        value: first && fact.unconfirmed ? `${text} (${fact.unconfirmed})` : text,
      },
    ],
  };
}

/** After an instrument in the list: the kind of copy read, when, and what is not confirmed. */
function aboutSource(f: Fact, language: Language, t: FactSourcesMessages): string {
  const p = {
    evidence: evidenceWord(f.source.kind, language),
    checked: checkedText(f, language, t),
  };
  return f.unconfirmed ? t.aboutUnconfirmed({ ...p, unconfirmed: f.unconfirmed }) : t.about(p);
}

function sourceList(facts: Fact[], language: Language, t: FactSourcesMessages): MdxJsxFlowElement {
  const unique = [...new Map(facts.map((f) => [f.source.url + f.source.title, f])).values()];
  const items: ListItem[] = unique.map((f) => {
    const title: PhrasingContent = f.source.url
      ? { type: 'link', url: f.source.url, children: [{ type: 'text', value: f.source.title }] }
      : { type: 'text', value: f.source.title };
    return {
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            title,
            {
              type: 'text',
              value: ` ${aboutSource(f, language, t)}`,
            },
          ],
        },
      ],
    };
  });
  // A disclosure: the list can be long, and it stands in the text (the page's own "Sources", at
  // its end, lists them again).
  return {
    type: 'mdxJsxFlowElement',
    name: 'details',
    attributes: [attr('className', 'fact-sources')],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'summary',
        attributes: [],
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'strong', children: [{ type: 'text', value: t.sources }] },
              { type: 'text', value: ` ${t.instruments({ n: unique.length })}` },
            ],
          },
        ],
      },
      { type: 'list', ordered: false, spread: false, children: items },
    ],
  };
}

/**
 * The plugin for a page in `language`, whose facts read as `facts` and whose words around them are
 * `words` (`factWordsIn`).
 */
export function remarkFacts(
  facts: Record<string, Fact>,
  language: Language,
  words: FactSourcesMessages,
) {
  return () => (tree: Root) => {
    const mentioned = new Set<string>();
    visit(tree, (node: Nodes, index, parent) => {
      if (
        (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') ||
        !parent ||
        index === undefined
      )
        return;
      if (node.name === 'Example' || node.name === 'Historical') {
        // Markers for the content check: the page shows what they hold, as written.
        (parent.children as Nodes[]).splice(index, 1, ...(node.children as Nodes[]));
        return index;
      }
      let replacement: Nodes | null = null;
      if (node.name === 'Fact') {
        const id = stringAttribute(node, 'id');
        replacement = factText(factOf(facts, id), !mentioned.has(id), language, words);
        mentioned.add(id);
        if (node.type === 'mdxJsxFlowElement')
          replacement = { type: 'paragraph', children: [replacement] };
      } else if (node.name === 'FactSource') {
        const list = sourceList(
          stringAttribute(node, 'ids')
            .split(',')
            .map((id) => factOf(facts, id.trim())),
          language,
          words,
        );
        replacement =
          node.type === 'mdxJsxFlowElement'
            ? list
            : ({ ...list, type: 'mdxJsxTextElement' } as MdxJsxTextElement);
      }
      if (!replacement) return;
      (parent.children as Nodes[])[index] = replacement;
      return SKIP;
    });
  };
}

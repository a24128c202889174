// The ten kinds of daily questions the AI assistant panel suggests (docs/behaviour.md, "Assistant, community, external viewer"),
// written as a person would ask them. `question` is the English question, the one the demo chatbot's
// chips ask too; the panel shows the assistant catalog's `assistant.example.{id}` in the active language
// (the English catalog says the same as this file: tests/features/assistant/catalog.test.ts).

interface AssistantExample {
  id: string
  question: string
}

export const assistantExamples = [
  { id: 'repairs', question: 'How do I find a reliable plumber or electrician?' },
  { id: 'grocery-delivery', question: 'Which grocery delivery services can I use?' },
  { id: 'expats', question: 'Where can I meet other expats?' },
  { id: 'playgrounds', question: 'Where are the best playgrounds nearby?' },
  { id: 'rush-hour', question: 'When is rush hour, and how do I avoid it?' },
  { id: 'specialty-groceries', question: 'Where can I buy specialty groceries from home?' },
  { id: 'doctors', question: 'How do I find an English-speaking doctor?' },
  { id: 'hidden-gems', question: 'What are some hidden gems in my city?' },
  { id: 'transport-pass', question: 'How do I get a monthly public transport pass?' },
  { id: 'family-weekend', question: 'What can we do as a family this weekend?' },
] as const satisfies readonly AssistantExample[]

export type AssistantExampleId = (typeof assistantExamples)[number]['id']

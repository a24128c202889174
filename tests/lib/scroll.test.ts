// @vitest-environment jsdom
import { revealFocusedItem } from '@/lib/scroll'

/** A strip 300 px wide at the screen's left, holding list items laid out at the given left edges, 100 px wide. */
function strip(lefts: number[]) {
  const element = document.createElement('ul')
  element.getBoundingClientRect = () => new DOMRect(0, 0, 300, 100)
  const items = lefts.map((left) => {
    const item = document.createElement('li')
    const link = document.createElement('a')
    link.href = '#'
    item.append(link)
    item.getBoundingClientRect = () => new DOMRect(left, 0, 100, 100)
    item.scrollIntoView = vi.fn()
    element.append(item)
    return { item, link }
  })
  document.body.append(element)
  const at = (index: number) => {
    const found = items[index]
    if (!found) throw new Error(`no item ${index}`)
    return found
  }
  return { element, at }
}

afterEach(() => document.body.replaceChildren())

describe('revealFocusedItem', () => {
  it("brings a focused control's card in whole at the strip's start when it runs past the edge", () => {
    const { element, at } = strip([0, 100, 250])
    revealFocusedItem({ currentTarget: element, target: at(2).link })
    expect(at(2).item.scrollIntoView).toHaveBeenCalledWith({ inline: 'start', block: 'nearest' })
  })

  it('leaves a card that is wholly in view where it is', () => {
    const { element, at } = strip([0, 100, 250])
    revealFocusedItem({ currentTarget: element, target: at(1).link })
    expect(at(1).item.scrollIntoView).not.toHaveBeenCalled()
  })

  it('ignores focus on the strip itself', () => {
    const { element, at } = strip([-50])
    element.scrollIntoView = vi.fn()
    revealFocusedItem({ currentTarget: element, target: element })
    expect(element.scrollIntoView).not.toHaveBeenCalled()
    expect(at(0).item.scrollIntoView).not.toHaveBeenCalled()
  })

  it('takes a focus event from the DOM as it comes', () => {
    const { element, at } = strip([-50, 50])
    element.addEventListener('focusin', revealFocusedItem)
    at(0).link.focus()
    expect(at(0).item.scrollIntoView).toHaveBeenCalledOnce()
  })
})

import { notFound } from '@tanstack/react-router'

/** Post ids in addresses must be whole numbers; anything else is the 404 page. */
export const postIdParams = {
  parse: ({ postId }: { postId: string }) => {
    const id = Number(postId)
    if (!/^\d+$/.test(postId) || !Number.isSafeInteger(id)) throw notFound()
    return { postId: id }
  },
  stringify: ({ postId }: { postId: number }) => ({ postId: String(postId) }),
}

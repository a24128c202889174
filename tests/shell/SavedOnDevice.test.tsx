import { screen } from '@testing-library/react'
import { SavedOnDevice } from '@/shell/trip/SavedOnDevice'
import { renderWithProviders, restoreEnglish } from '../render'

afterEach(restoreEnglish)

describe('SavedOnDevice', () => {
  // Each Clear names its kind as the language says it, not a word slotted after a colon.
  it.each([
    ['en', ['Clear articles', 'Clear images', 'Clear destinations', 'Clear rates', 'Clear weather', 'Clear videos']],
    ['fr', ['Effacer les articles', 'Effacer les images', 'Effacer les destinations', 'Effacer les taux de change', 'Effacer la météo', 'Effacer les vidéos']],
    ['ru', ['Удалить статьи', 'Удалить изображения', 'Удалить направления', 'Удалить курсы валют', 'Удалить погоду', 'Удалить видео']],
    ['he', ['למחוק את הכתבות', 'למחוק את התמונות', 'למחוק את היעדים', 'למחוק את שערי המטבע', 'למחוק את נתוני מזג האוויר', 'למחוק את הסרטונים']],
  ])('names each kind it clears, in %s', async (language, names) => {
    await renderWithProviders(<SavedOnDevice />, { language })
    const list = await screen.findByTestId('saved-on-device')
    const buttons = (await screen.findAllByRole('button')).filter((button) => list.contains(button))
    expect(buttons.map((button) => button.textContent)).toEqual(names)
  })
})

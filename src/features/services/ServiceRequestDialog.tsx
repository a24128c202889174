import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Loader.layer.css'
// The toasts this dialog raises (the shell's toast host brings only the container's styles).
import { useRef, useState, type FormEvent } from 'react'
import { Button, Loader, Modal, Text, Textarea, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconCheck, IconCloudUpload, IconSend } from '@tabler/icons-react'
import { InlineAlert } from '@/components/InlineAlert'
import type { Service } from '@/content/services'
import { clearDraft, loadDraft, saveDraft } from './draft'
import {
  emptyServiceForm,
  serviceFormFields,
  serviceFormLimits,
  validateServiceForm,
  type ServiceFormErrors,
  type ServiceFormField,
  type ServiceFormValues,
} from './form'
import { savedNotice, sentNotice } from './notices'
import { outboxIsDurable, serviceOutbox } from './service-outbox'
import { submitServiceRequest } from './submit'
import classes from './ServiceRequestDialog.module.css'

interface ServiceRequestDialogProps {
  /** The service being ordered; kept while the dialog closes so its text does not vanish mid-transition. */
  service: Service | null
  opened: boolean
  onClose: () => void
}

/**
 * 'Request Service Information' (SPEC sections 2, 4 and 5): name, email, phone and message for one
 * service. The form is kept as a draft while typed; Submit shows 'Sending...' for at least 1.5 s, then
 * a notice, and the form is cleared and closed. Offline, the request is saved and sent later.
 */
export function ServiceRequestDialog({ service, opened, onClose }: ServiceRequestDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false })
  const [sending, setSending] = useState(false)
  const close = () => {
    if (!sending) onClose()
  }
  return (
    <Modal
      opened={opened && service !== null}
      onClose={close}
      title="Request Service Information"
      size="lg"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      zIndex={400}
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      closeButtonProps={{ 'aria-label': 'Close', disabled: sending }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      classNames={{ header: classes.header, title: classes.title, body: classes.body, content: classes.content }}
    >
      {service && (
        <ServiceRequestForm key={service.slug} service={service} sending={sending} onSending={setSending} onDone={onClose} onCancel={close} />
      )}
    </Modal>
  )
}

interface FormProps {
  service: Service
  sending: boolean
  onSending: (sending: boolean) => void
  onDone: () => void
  onCancel: () => void
}

function ServiceRequestForm({ service, sending, onSending, onDone, onCancel }: FormProps) {
  const [values, setValues] = useState<ServiceFormValues>(() => loadDraft(service.slug))
  const [errors, setErrors] = useState<ServiceFormErrors>({})
  // After the first Submit, errors follow what is typed; before it, nobody is scolded mid-word.
  const [attempted, setAttempted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const inputs = useRef<Partial<Record<ServiceFormField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  function update(field: ServiceFormField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    saveDraft(service.slug, next)
    if (attempted) setErrors(validateServiceForm(next))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    setAttempted(true)
    setFormError(null)
    const found = validateServiceForm(values)
    setErrors(found)
    const firstWrong = serviceFormFields.find((field) => found[field])
    if (firstWrong) {
      inputs.current[firstWrong]?.focus()
      return
    }

    onSending(true)
    const outcome = await submitServiceRequest(values, service.name, { outbox: serviceOutbox })
    onSending(false)
    if (outcome.status === 'rejected') {
      setErrors(outcome.fields)
      setFormError(outcome.message)
      const field = serviceFormFields.find((name) => outcome.fields[name])
      if (field) inputs.current[field]?.focus()
      return
    }
    const notice = outcome.status === 'sent' ? sentNotice(service.name) : savedNotice(outcome.reason, outboxIsDurable())
    notifications.show({
      ...notice,
      icon: outcome.status === 'sent' ? <IconCheck size={18} aria-hidden="true" /> : <IconCloudUpload size={18} aria-hidden="true" />,
      autoClose: 6000,
    })
    clearDraft(service.slug)
    setValues({ ...emptyServiceForm })
    setErrors({})
    setAttempted(false)
    onDone()
  }

  const field = (name: ServiceFormField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => update(name, event.currentTarget.value),
    error: errors[name],
    errorProps: { role: 'alert' },
    maxLength: serviceFormLimits[name],
    readOnly: sending,
    size: 'md' as const,
    classNames: { input: classes.input, label: classes.label, description: classes.description, error: classes.error },
  })

  return (
    <form className={classes.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending}>
      <Text className={classes.lead}>Tell us more about your needs for {service.name}</Text>

      <TextInput
        {...field('name')}
        ref={(node) => void (inputs.current.name = node)}
        label="Name"
        placeholder="Your full name"
        autoComplete="name"
        required
        data-autofocus
      />
      <TextInput
        {...field('email')}
        ref={(node) => void (inputs.current.email = node)}
        label="Email"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
        inputMode="email"
        required
      />
      <TextInput
        {...field('phone')}
        ref={(node) => void (inputs.current.phone = node)}
        label="Phone"
        description="Optional"
        type="tel"
        placeholder="+1 555 123 4567"
        autoComplete="tel"
        inputMode="tel"
      />
      <Textarea
        {...field('message')}
        ref={(node) => void (inputs.current.message = node)}
        label="Message"
        placeholder="Where are you moving, when, and what would help most?"
        autosize
        minRows={4}
        maxRows={10}
        required
      />

      {formError && (
        <InlineAlert>{formError}</InlineAlert>
      )}

      <div className={classes.actions}>
        <Button variant="default" radius="xl" size="md" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button
          type="submit"
          radius="xl"
          size="md"
          className={classes.submit}
          data-sending={sending || undefined}
          aria-disabled={sending || undefined}
          leftSection={sending ? <Loader size={16} color="white" aria-hidden="true" /> : <IconSend size={18} aria-hidden="true" />}
        >
          {sending ? 'Sending...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  )
}

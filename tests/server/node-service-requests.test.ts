import { describe, expect, it } from 'vitest'
import { parseServerConfig } from '@server/config'
import { serviceRequestsDbPath } from '@server/node-service-requests'

describe('SERVICE_REQUESTS_DB', () => {
  it('defaults to .data/service-requests.db under the project root', () => {
    const config = parseServerConfig({})
    expect(config.serviceRequestsDb).toBe('.data/service-requests.db')
    expect(serviceRequestsDbPath(config.serviceRequestsDb, '/srv/waypoint')).toBe('/srv/waypoint/.data/service-requests.db')
    expect(serviceRequestsDbPath('/var/lib/waypoint/requests.db', '/srv/waypoint')).toBe('/var/lib/waypoint/requests.db')
    expect(serviceRequestsDbPath(':memory:')).toBe(':memory:')
  })
})

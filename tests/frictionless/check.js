// The Frictionless reference library (datapackage and tableschema, pinned by
// package-lock.json) loads every data package of a tables folder, the folders'
// datapackage.json and the combined tables/datapackage.json, validates each descriptor
// against the Tabular Data Package profile, and reads every resource with casting
// against its Table Schema. Any error fails.
//
//   node check.js TABLES_DIR      exit 0: every table read with 0 errors; 1: errors
//
// Two rules of the specification that the library leaves out are checked here too:
// the CSV's columns are the schema's fields in the same order (Table Schema: "the
// same order as the columns"), and a constraints.pattern matches the whole value (an
// XML Schema pattern is anchored; the library's RegExp.exec finds it anywhere).
'use strict'

const fs = require('fs')
const path = require('path')
const {Package} = require('datapackage')

async function checkPackage(descriptorPath) {
  const errors = []
  const pkg = await Package.load(descriptorPath, {strict: false})
  for (const e of pkg.errors) errors.push(`descriptor: ${e.message}`)
  if (pkg.descriptor.profile !== 'tabular-data-package') errors.push('descriptor: profile is not tabular-data-package')
  let rows = 0
  for (const resource of pkg.resources) {
    const where = `${resource.name}`
    if (!resource.tabular) errors.push(`${where}: not a tabular resource`)
    for (const e of resource.errors) errors.push(`${where}: ${e.message}`)
    const schema = resource.schema
    if (!schema || !schema.valid) {
      for (const e of (schema ? schema.errors : [])) errors.push(`${where}: schema: ${e.message}`)
      if (!schema) errors.push(`${where}: no schema`)
      continue
    }
    const described = resource.descriptor.schema.fields.map(f => f.name)
    if (schema.fieldNames.join(',') !== described.join(',')) {
      errors.push(`${where}: the library reads the fields ${schema.fieldNames} where the descriptor has ${described}`)
    }
    let read
    try {
      read = await resource.read({cast: true, forceCast: true})
    } catch (e) {
      errors.push(`${where}: ${e.message} ${(e.errors || []).map(x => x.message).join('; ')}`)
      continue
    }
    const headers = resource.headers || []
    if (headers.join(',') !== described.join(',')) {
      errors.push(`${where}: columns ${headers} are not the schema's fields ${described} in order`)
    }
    const patterns = schema.fields.map(f => f.constraints.pattern && new RegExp(`^(?:${f.constraints.pattern})$`))
    read.forEach((row, i) => {
      if (row instanceof Error) {
        const details = (row.errors || []).map(x => x.message).join('; ')
        errors.push(`${where}: row ${row.rowNumber || i + 2}: ${row.message}${details ? ': ' + details : ''}`)
        return
      }
      row.forEach((value, j) => {
        if (patterns[j] && value !== null && !patterns[j].test(value)) {
          errors.push(`${where}: row ${i + 2}: '${value}' in column '${schema.fieldNames[j]}' does not match the whole pattern`)
        }
      })
    })
    rows += read.length
  }
  return {resources: pkg.resources.length, rows, errors}
}

async function main() {
  const tables = process.argv[2]
  if (!tables) throw new Error('usage: node check.js TABLES_DIR')
  const folders = fs.readdirSync(tables).filter(d => fs.existsSync(path.join(tables, d, 'datapackage.json'))).sort()
  const descriptors = folders.map(d => path.join(tables, d, 'datapackage.json'))
  descriptors.push(path.join(tables, 'datapackage.json'))
  let failed = 0, rows = 0, resources = 0, combined = null
  for (const descriptor of descriptors) {
    const result = await checkPackage(descriptor)
    console.log(`${descriptor}: ${result.resources} resources, ${result.rows} rows read with casting, ${result.errors.length} errors`)
    for (const e of result.errors) console.log(`  ${e}`)
    failed += result.errors.length
    if (descriptor === descriptors[descriptors.length - 1]) {
      combined = result
    } else {
      rows += result.rows
      resources += result.resources
    }
  }
  // The combined package holds exactly the folders' tables.
  if (combined.resources !== resources || combined.rows !== rows) {
    console.log(`the combined package has ${combined.resources} resources and ${combined.rows} rows; the folders ${resources} and ${rows}`)
    failed += 1
  }
  console.log(`frictionless: ${folders.length} packages and the combined one, ${resources} resources, ${rows} rows; ${failed} errors`)
  process.exitCode = failed === 0 ? 0 : 1
}

main().catch(e => {
  console.log(`frictionless: ${e.stack || e}`)
  process.exitCode = 1
})

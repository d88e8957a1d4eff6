/** The `<option>`s of a select of named records (sites, agents...): the id as value, the name as text. */
export function NamedOptions({ items }: { items: readonly { id: string; name: string }[] | undefined }) {
  return items?.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}

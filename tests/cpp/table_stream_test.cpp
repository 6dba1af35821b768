// The byte format read as it arrives (tables/table_stream.h) and its chunked import
// (solvers/streamed_import.h): in pieces of every size it fills its targets as the
// whole-blob reader (TableReader) reads them, and refuses each fault TableReader
// refuses, naming it.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "solvers/streamed_import.h"
#include "tables/table_file.h"
#include "tables/table_stream.h"

namespace cube::tables {
namespace {

std::vector<uint8_t> bytes(size_t n, uint32_t seed) {
  std::vector<uint8_t> v(n);
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    v[i] = static_cast<uint8_t>(seed >> 16);
  }
  return v;
}

// A set of four tables: two the targets take, one sized by the copy, one no target names
// (passed over), and an empty one.
struct Fixture {
  std::vector<uint8_t> a = bytes(1000, 1), b = bytes(77, 2), c = bytes(4099, 3), skipped = bytes(300, 4), none;
  std::vector<uint8_t> blob() const {
    TableWriter w("test.set", 3);
    w.add("a", 1, a);
    w.add("skipped", 1, skipped);
    w.add("b", 2, b);
    w.add("none", 1, none);
    w.add("c", 1, c);
    return w.finish();
  }
};

struct Into {
  std::vector<uint8_t> a = std::vector<uint8_t>(1000), b = std::vector<uint8_t>(77), c, none;
  std::unique_ptr<SetStream> stream(const std::string& set = "test.set", uint32_t b_version = 2) {
    return std::make_unique<SetStream>(
        set, 3, std::vector<TableTarget>{{"c", 1, &c, true}, {"a", 1, &a}, {"b", b_version, &b}, {"none", 1, &none}});
  }
};

// Feeds `blob` in pieces of `piece` bytes; the error, "" when it verified.
std::string fed(CopyStream& s, const std::vector<uint8_t>& blob, size_t piece) {
  std::string error;
  s.limit(blob.size());
  for (size_t at = 0; at < blob.size(); at += piece) {
    const uint8_t* p = blob.data() + at;
    size_t n = std::min(piece, blob.size() - at);
    if (!s.take(p, n, &error)) return error;
    if (n != 0) return "bytes left over at " + std::to_string(at);
  }
  return s.complete() ? "" : "incomplete";
}

TEST(TableStream, AChecksumInPiecesIsTheWholesChecksum) {
  const std::vector<uint8_t> data = bytes(1037, 9);
  for (const size_t piece : {1, 3, 7, 8, 9, 64, 1037}) {
    Checksum64 c;
    for (size_t at = 0; at < data.size(); at += piece) c.add(data.data() + at, std::min(piece, data.size() - at));
    EXPECT_EQ(c.value(), checksum64(data.data(), data.size())) << piece;
  }
  EXPECT_EQ(Checksum64().value(), checksum64(nullptr, 0));
}

TEST(TableStream, PiecesOfAnySizeFillTheTargetsAsTheBlobReaderReads) {
  const Fixture f;
  const std::vector<uint8_t> blob = f.blob();
  for (const size_t piece : {size_t{1}, size_t{2}, size_t{5}, size_t{8}, size_t{333}, size_t{4096}, blob.size()}) {
    Into into;
    const auto s = into.stream();
    EXPECT_EQ(fed(*s, blob, piece), "") << piece;
    EXPECT_EQ(into.a, f.a) << piece;
    EXPECT_EQ(into.b, f.b) << piece;
    EXPECT_EQ(into.c, f.c) << piece;  // sized by the copy
    EXPECT_TRUE(into.none.empty());
  }
  // The same bytes as the blob reader's.
  std::string error;
  const auto r = TableReader::open(blob.data(), blob.size(), "test.set", 3, &error);
  ASSERT_TRUE(r) << error;
  std::vector<uint8_t> c(f.c.size());
  ASSERT_TRUE(r->read("c", 1, c.data(), c.size(), &error));
  Into into;
  EXPECT_TRUE(stream_whole(*into.stream(), blob.data(), blob.size(), &error)) << error;
  EXPECT_EQ(into.c, c);
}

TEST(TableStream, EachFaultIsRefusedAndNamed) {
  const Fixture f;
  const std::vector<uint8_t> blob = f.blob();
  const auto refusal = [](std::unique_ptr<SetStream> s, const std::vector<uint8_t>& b) {
    std::string error;
    EXPECT_FALSE(stream_whole(*s, b.data(), b.size(), &error));
    return error;
  };
  Into into;
  std::vector<uint8_t> magic = blob;
  magic[0] = 'X';
  EXPECT_EQ(refusal(into.stream(), magic), "not a table file (bad magic)");
  EXPECT_EQ(refusal(into.stream("other.set"), blob), "table file holds set 'test.set', expected 'other.set'");
  TableWriter w("test.set", 4);
  w.add("a", 1, f.a);
  const std::vector<uint8_t> newer = w.finish();
  EXPECT_EQ(refusal(into.stream(), newer), "table set 'test.set' has version 4, expected 3");
  EXPECT_EQ(refusal(into.stream("test.set", 5), blob), "table 'b' has version 2, expected 5");
  // A table of another size than its target holds.
  TableWriter shorter("test.set", 3);
  shorter.add("a", 1, f.b);
  EXPECT_EQ(refusal(into.stream(), shorter.finish()), "table 'a' has 77 bytes, expected 1000");
  // A target not sized by the copy takes no other size, even empty.
  TableWriter filled("test.set", 3);
  filled.add("none", 1, f.b);
  EXPECT_EQ(refusal(into.stream(), filled.finish()), "table 'none' has 77 bytes, expected 0");
  // A byte of a table's data, and of the whole's checksum.
  std::vector<uint8_t> flipped = blob;
  flipped[blob.size() / 2] ^= 0x10;
  EXPECT_NE(refusal(into.stream(), flipped).find("checksum mismatch"), std::string::npos);
  std::vector<uint8_t> last = blob;
  last.back() ^= 0x01;
  EXPECT_EQ(refusal(into.stream(), last), "table file checksum mismatch (corrupt or truncated)");
  // A table missing, the copy cut short or running on.
  TableWriter some("test.set", 3);
  some.add("a", 1, f.a);
  EXPECT_EQ(refusal(into.stream(), some.finish()), "table 'c' is missing");
  EXPECT_EQ(refusal(into.stream(), std::vector<uint8_t>(blob.begin(), blob.end() - 9)), "table file truncated");
  std::vector<uint8_t> longer = blob;
  longer.push_back(0);
  EXPECT_EQ(refusal(into.stream(), longer), "table file has trailing bytes");
  // A stored size past the copy's end asks for no memory: the copy is truncated.
  std::vector<uint8_t> huge = blob;
  const size_t size_at = 8 + 2 + 8 + 4 + 4 + 2 + 1 + 4;  // magic, "test.set", versions, count; "a"'s name, version
  huge[size_at + 6] = 0x7f;
  EXPECT_EQ(refusal(into.stream(), huge), "table file truncated");
}

TEST(TableStream, ASizedPairReadsBothPartsAndRefusesAWrongSize) {
  const Fixture f;
  const std::vector<uint8_t> one = f.blob();
  TableWriter w("second.set", 1);
  w.add("x", 1, f.skipped);
  const std::vector<uint8_t> two = w.finish();
  std::vector<uint8_t> pair(8);
  for (int i = 0; i < 8; ++i) pair[i] = static_cast<uint8_t>(static_cast<uint64_t>(one.size()) >> (8 * i));
  pair.insert(pair.end(), one.begin(), one.end());
  pair.insert(pair.end(), two.begin(), two.end());
  const auto make = [&](Into& into, std::vector<uint8_t>& x) {
    return std::make_unique<SizedPairStream>(
        into.stream(), std::make_unique<SetStream>("second.set", 1, std::vector<TableTarget>{{"x", 1, &x, true}}));
  };
  for (const size_t piece : {size_t{1}, size_t{7}, size_t{1000}, pair.size()}) {
    Into into;
    std::vector<uint8_t> x;
    const auto s = make(into, x);
    EXPECT_EQ(fed(*s, pair, piece), "") << piece;
    EXPECT_EQ(into.a, f.a);
    EXPECT_EQ(x, f.skipped);
  }
  std::vector<uint8_t> wrong = pair;
  wrong[0] += 1;  // the first part's size one more than it holds
  Into into;
  std::vector<uint8_t> x;
  std::string error;
  EXPECT_FALSE(stream_whole(*make(into, x), wrong.data(), wrong.size(), &error));
  EXPECT_EQ(error, "table file has trailing bytes");
}

// The chunked import: in order only, each chunk against its checksum, installed once the
// whole verified and never before.
TEST(TableStream, AStreamedImportTakesChunksInOrderAndInstallsOnlyAWholeCopy) {
  const Fixture f;
  const std::vector<uint8_t> blob = f.blob();
  const auto import = [&](Into& into, bool& installed) {
    installed = false;
    return registry::StreamedImport({into.stream(), [&installed] { installed = true; }}, blob.size());
  };
  Into into;
  bool installed = false;
  registry::StreamedImport ok = import(into, installed);
  std::string error;
  const size_t half = blob.size() / 2;
  ASSERT_TRUE(ok.add(0, blob.data(), half, checksum64(blob.data(), half), &error)) << error;
  EXPECT_FALSE(ok.finish(&error));
  EXPECT_EQ(error, "table blob incomplete: " + std::to_string(half) + " of " + std::to_string(blob.size()) + " bytes");
  EXPECT_FALSE(installed);

  Into again;
  registry::StreamedImport whole = import(again, installed);
  ASSERT_TRUE(whole.add(0, blob.data(), half, 0, &error)) << error;
  EXPECT_FALSE(whole.add(half + 1, blob.data() + half + 1, 10, 0, &error));  // out of order
  EXPECT_EQ(error, "table chunk at " + std::to_string(half + 1) + " does not fit the table blob");

  Into third;
  registry::StreamedImport checked = import(third, installed);
  EXPECT_FALSE(checked.add(0, blob.data(), half, checksum64(blob.data(), half) ^ 1, &error));
  EXPECT_EQ(error, "table chunk at 0 checksum mismatch");

  Into fourth;
  registry::StreamedImport good = import(fourth, installed);
  ASSERT_TRUE(good.add(0, blob.data(), half, 0, &error)) << error;
  ASSERT_TRUE(good.add(half, blob.data() + half, blob.size() - half, 0, &error)) << error;
  EXPECT_FALSE(installed);
  ASSERT_TRUE(good.finish(&error)) << error;
  EXPECT_TRUE(installed);
  EXPECT_EQ(fourth.c, f.c);
}

}  // namespace
}  // namespace cube::tables

// Prints the runs of one pixel column of a PNG, top to bottom, or of one pixel row, left
// to right, for Scripts/view-test.sh:
//
//   pixel-runs FILE.png X        one line per run: FIRST_ROW LAST_ROW #RRGGBB
//   pixel-runs FILE.png --row Y  one line per run: FIRST_COLUMN LAST_COLUMN #RRGGBB
//
// A minimal PNG reader (8-bit greyscale, RGB, RGBA or grey-alpha, not interlaced, as
// Chromium writes its screenshots) with its own inflate, so the browser test needs no
// image tools. Exit 65 on a PNG it cannot read, 64 on bad arguments.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Failure: Error { var message: String }

/// Reads the bits of a deflate stream, least significant first.
struct BitReader {
    let bytes: [UInt8]
    var position = 0
    var bit = 0

    init(_ bytes: [UInt8], from start: Int) {
        self.bytes = bytes
        position = start
    }

    mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for shift in 0..<count {
            guard position < bytes.count else { throw Failure(message: "deflate data ends early") }
            value |= Int((bytes[position] >> UInt8(bit)) & 1) << shift
            bit += 1
            if bit == 8 { bit = 0; position += 1 }
        }
        return value
    }

    mutating func alignToByte() {
        if bit != 0 { bit = 0; position += 1 }
    }
}

/// A canonical Huffman code from its code lengths, decoded bit by bit.
struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    func decode(_ reader: inout BitReader) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - count < first { return symbols[index + (code - first)] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure(message: "bad Huffman code")
    }
}

let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                    4097, 6145, 8193, 12289, 16385, 24577]
let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

/// Inflates a zlib stream (RFC 1950/1951).
func inflate(_ data: [UInt8]) throws -> [UInt8] {
    guard data.count > 2 else { throw Failure(message: "no zlib data") }
    var reader = BitReader(data, from: 2)
    var out: [UInt8] = []
    var final = 0
    while final == 0 {
        final = try reader.bits(1)
        let type = try reader.bits(2)
        switch type {
        case 0:
            reader.alignToByte()
            let start = reader.position
            guard start + 4 <= data.count else { throw Failure(message: "stored block ends early") }
            let length = Int(data[start]) | Int(data[start + 1]) << 8
            guard start + 4 + length <= data.count else { throw Failure(message: "stored block ends early") }
            out += data[(start + 4)..<(start + 4 + length)]
            reader.position = start + 4 + length
        case 1, 2:
            let literals: Huffman, distances: Huffman
            if type == 1 {
                literals = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                distances = Huffman(lengths: [Int](repeating: 5, count: 30))
            } else {
                let literalCount = try reader.bits(5) + 257, distanceCount = try reader.bits(5) + 1, codeCount = try reader.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeCount { codeLengths[order[index]] = try reader.bits(3) }
                let lengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try lengthCode.decode(&reader)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let last = lengths.last else { throw Failure(message: "repeat with no length") }
                        lengths += [Int](repeating: last, count: 3 + (try reader.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
                    }
                }
                literals = Huffman(lengths: Array(lengths[0..<literalCount]))
                distances = Huffman(lengths: Array(lengths[literalCount...]))
            }
            while true {
                let symbol = try literals.decode(&reader)
                if symbol < 256 { out.append(UInt8(symbol)); continue }
                if symbol == 256 { break }
                let lengthIndex = symbol - 257
                guard lengthIndex < lengthBase.count else { throw Failure(message: "bad length symbol") }
                let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
                let distanceIndex = try distances.decode(&reader)
                guard distanceIndex < distanceBase.count else { throw Failure(message: "bad distance symbol") }
                let distance = distanceBase[distanceIndex] + (try reader.bits(distanceExtra[distanceIndex]))
                guard distance <= out.count else { throw Failure(message: "distance past the start") }
                for _ in 0..<length { out.append(out[out.count - distance]) }
            }
        default:
            throw Failure(message: "bad deflate block type")
        }
    }
    return out
}

/// The image's pixels as RGB rows.
func decodePNG(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgb: (Int, Int) -> (Int, Int, Int)) {
    guard bytes.count > 8, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure(message: "not a PNG") }
    func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
    var position = 8
    var width = 0, height = 0, channels = 0
    var data: [UInt8] = []
    while position + 8 <= bytes.count {
        let length = word(position)
        let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
        let body = position + 8
        guard body + length <= bytes.count else { throw Failure(message: "chunk \(type) ends early") }
        switch type {
        case "IHDR":
            width = word(body)
            height = word(body + 4)
            guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw Failure(message: "only 8-bit, non-interlaced PNGs") }
            switch bytes[body + 9] {
            case 0: channels = 1
            case 2: channels = 3
            case 4: channels = 2
            case 6: channels = 4
            default: throw Failure(message: "palette PNGs are not read")
            }
        case "IDAT": data += bytes[body..<(body + length)]
        default: break
        }
        position = body + length + 4
    }
    let raw = try inflate(data)
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Failure(message: "image data ends early") }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
        let filter = raw[row * (stride + 1)]
        for column in 0..<stride {
            let x = Int(raw[row * (stride + 1) + 1 + column])
            let a = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
            let b = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
            let c = row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
            let predicted: Int
            switch filter {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: throw Failure(message: "bad filter \(filter) on row \(row)")
            }
            pixels[row * stride + column] = UInt8((x + predicted) & 0xFF)
        }
    }
    return (width, height, { x, y in
        let at = y * stride + x * channels
        return channels < 3 ? (Int(pixels[at]), Int(pixels[at]), Int(pixels[at])) : (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
    })
}

func readFile(_ path: String) throws -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw Failure(message: "cannot open \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

let arguments = CommandLine.arguments
let alongRow = arguments.count == 4 && arguments[2] == "--row"
guard arguments.count == 3 || alongRow, let line = Int(arguments[arguments.count - 1]) else {
    fputs("usage: pixel-runs FILE.png X | pixel-runs FILE.png --row Y\n", stderr)
    exit(64)
}
do {
    let image = try decodePNG(try readFile(arguments[1]))
    let (length, across) = alongRow ? (image.width, image.height) : (image.height, image.width)
    guard line >= 0, line < across else {
        throw Failure(message: "\(alongRow ? "row" : "column") \(line) is outside the image (\(alongRow ? "height" : "width") \(across))")
    }
    func hex(_ pixel: (Int, Int, Int)) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [pixel.0, pixel.1, pixel.2].map { String([digits[$0 >> 4], digits[$0 & 15]]) }.joined()
    }
    // The pixel at `position` along the line read.
    func pixel(_ position: Int) -> String { hex(alongRow ? image.rgb(position, line) : image.rgb(line, position)) }
    var start = 0
    var color = pixel(0)
    for position in 1...length {
        let next = position < length ? pixel(position) : ""
        if next != color {
            print("\(start) \(position - 1) \(color)")
            start = position
            color = next
        }
    }
} catch let failure as Failure {
    fputs("pixel-runs: \(arguments[1]): \(failure.message)\n", stderr)
    exit(65)
}
